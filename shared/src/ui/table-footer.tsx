import { useTranslation } from 'react-i18next';
// Through the package's own entries, so Module Federation serves the shared instances, not copies.
import { intlLocale } from '@lp/shared';
import { Flex, Typography } from '@lp/shared/ui';
import { Pagination, Select } from 'antd';

export type TableFooterProps<Size extends number> = {
  /** Test id prefix: `<testId>-footer`, `-page-size`, `-range` and `-pagination` (e2e selectors). */
  testId: string;
  page: number;
  perPage: Size;
  pageSizes: readonly Size[];
  total: number;
  onChange: (patch: { page: number } | { perPage: Size }) => void;
  /** Shows "1–25 of 120" beside the page size. */
  showRange?: boolean;
};

/** Under a server-paged table: rows per page, the shown range and the pages. */
export function TableFooter<Size extends number>(props: TableFooterProps<Size>) {
  const { testId, page, perPage, pageSizes, total, onChange, showRange = false } = props;
  const { t, i18n } = useTranslation('common');
  return (
    <Flex wrap gap={12} align="center" justify="space-between" data-testid={`${testId}-footer`}>
      <Flex gap={8} align="center">
        <Typography.Text type="secondary">{t('table.itemsPerPage')}</Typography.Text>
        <Select<Size>
          data-testid={`${testId}-page-size`}
          aria-label={t('table.itemsPerPage')}
          size="small"
          value={perPage}
          options={pageSizes.map((size) => ({ value: size, label: String(size) }))}
          onChange={(size) => onChange({ perPage: size })}
          style={{ width: 80 }}
        />
        {showRange && (
          <Typography.Text type="secondary" data-testid={`${testId}-range`}>
            {rangeText(t, i18n.language, page, perPage, total)}
          </Typography.Text>
        )}
      </Flex>
      <Pagination
        data-testid={`${testId}-pagination`}
        size="small"
        current={page}
        pageSize={perPage}
        total={total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={(next) => onChange({ page: next })}
      />
    </Flex>
  );
}

function rangeText(
  t: (key: string, options: Record<string, string>) => string,
  language: string,
  page: number,
  perPage: number,
  total: number,
): string {
  const count = new Intl.NumberFormat(intlLocale(language));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  return t('table.range', { from: count.format(from), to: count.format(to), total: count.format(total) });
}
