import { registerTranslations } from '@lp/shared';
import ru from './ru.json';
import en from './en.json';

// The landing and legal texts are the bulk of the shell's catalogue; they load with the public pages
// instead of with the login page.
export const PUBLIC_NS = 'shell-public';
registerTranslations(PUBLIC_NS, { ru, en });
