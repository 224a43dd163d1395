// Reminder and review-request e-mails around each departure (docs/product.md §15.5).
export { registerDepartureMail, REMINDER, REVIEW_REQUEST, scheduleDepartureMail, type ReminderDeps } from './reminder-jobs.ts';
