import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { normalizeDomain, normalizePhone } from '@lp/shared';
import { Form, Input } from '@lp/shared/ui';
import { invalidLines, linesOf } from '../model/lines.ts';

/** At most this many bad lines are named; the rest are counted. */
const SHOWN_LINES = 3;

function linesRule(t: TFunction, normalize: (value: string) => string | null, messageKey: string) {
  return {
    validator: (_rule: unknown, value: string | undefined) => {
      const bad = invalidLines(value, normalize);
      if (bad.length === 0) return Promise.resolve();
      const message = t(messageKey);
      const named = bad.slice(0, SHOWN_LINES).map((line) => t('form.lineError', { line, message }));
      if (bad.length > SHOWN_LINES) named.push(t('form.moreLines', { count: bad.length - SHOWN_LINES }));
      return Promise.reject(new Error(named.join('; ')));
    },
  };
}

/** A project needs a domain or a phone: the rule on each field looks at the other. */
function oneOfRule(t: TFunction, other: string) {
  return ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_rule: unknown, value: string | undefined) =>
      linesOf(value).length > 0 || linesOf(getFieldValue(other) as string | undefined).length > 0
        ? Promise.resolve()
        : Promise.reject(new Error(t('form.targetsRequired'))),
  });
}

/** Domains and phones, one per line; each line is checked and a wrong one is named by its number. */
export function TargetsFields() {
  const { t } = useTranslation('projects');
  return (
    <>
      <Form.Item
        name="domains"
        label={t('form.domains')}
        extra={t('form.domainsHint')}
        dependencies={['phones']}
        rules={[oneOfRule(t, 'phones'), linesRule(t, normalizeDomain, 'common:validation.url')]}
      >
        <Input.TextArea
          data-testid="project-domains"
          autoSize={{ minRows: 3, maxRows: 10 }}
          spellCheck={false}
        />
      </Form.Item>
      <Form.Item
        name="phones"
        label={t('form.phones')}
        extra={t('form.phonesHint')}
        dependencies={['domains']}
        rules={[oneOfRule(t, 'domains'), linesRule(t, normalizePhone, 'common:validation.phone')]}
      >
        <Input.TextArea
          data-testid="project-phones"
          autoSize={{ minRows: 3, maxRows: 10 }}
          spellCheck={false}
        />
      </Form.Item>
    </>
  );
}
