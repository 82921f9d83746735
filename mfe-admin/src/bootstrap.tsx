import { mountStandalone } from '@lp/shared/standalone';
import App from './app/app.tsx';

mountStandalone(App);
