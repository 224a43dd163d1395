// The checkout's fields, which the desk's manual sale (admin) composes with its own
// (docs/product.md §14.6). Reached only through index.ts's loadCheckoutFields(), a dynamic
// import: a static re-export there would put them, and libphonenumber, in every public page's
// first load (the public layout imports index.ts).
export { ContactFields } from './components/contact-fields.tsx';
export { PassengerNames } from './components/passenger-names.tsx';
export { DatePicker, ExperienceDatePicker } from './components/date-picker.tsx';
export { FixedDateField } from './components/fixed-date-field.tsx';
export { StartTimeField } from './components/start-time-field.tsx';
export { contactDefaults } from './lib/contact-defaults.ts';
export { isBookableExperienceDate } from './lib/booking-dates.ts';
export { maxPassengers } from './lib/booking-total.ts';
