import { LegalDocument } from '../components/legal-document.tsx';

export function PersonalDataPage() {
  return <LegalDocument doc="personalData" />;
}
