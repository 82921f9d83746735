/** Days travel to the API as YYYY-MM-DD (Moscow days); the field shows them in the language's format. */
export const API_DAY = 'YYYY-MM-DD';
export const displayDayFormat = (language: string) => (language === 'en' ? 'YYYY-MM-DD' : 'DD.MM.YYYY');

export type DateRangeProps = {
  dateFrom: string | null;
  dateTo: string | null;
  onChange: (dateFrom: string | null, dateTo: string | null) => void;
};
