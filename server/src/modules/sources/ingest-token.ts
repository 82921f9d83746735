// Ingest tokens of sources: random secrets the supplier sends as `Authorization: Bearer …`. Only the
// sha256 is stored (a database leak reveals no usable token), plus a short prefix so admins can tell
// tokens apart. The `lps_` mark keeps them distinct from user tokens at a glance.
import { hashSecret, newSecret } from '../auth/tokens.ts';

export const INGEST_TOKEN_MARK = 'lps_';
const PREFIX_LENGTH = 10;

export type IngestToken = { token: string; hash: string; prefix: string };

export const newIngestToken = (): IngestToken => {
  const token = `${INGEST_TOKEN_MARK}${newSecret()}`;
  return { token, hash: hashSecret(token), prefix: token.slice(0, PREFIX_LENGTH) };
};

export const hashIngestToken = (token: string): string => hashSecret(token);
