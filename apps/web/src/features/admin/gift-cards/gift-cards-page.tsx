import { ComingSoonPage } from '../promotions/coming-soon-page.tsx';

// Placeholder: replaced by the real screen (issue 7).
export default function Page() {
  return <ComingSoonPage title="Gift Cards" />;
}
