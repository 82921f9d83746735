import { LegalDocument } from '../components/legal-document.tsx';

export function OfferPage() {
  return <LegalDocument doc="offer" />;
}
