import type { GatsbyBrowser } from 'gatsby';
import 'bootstrap/dist/css/bootstrap.min.css';
import './src/styles/global.css';
import { wrapPage } from './src/components/page-element';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage;
