import { localize } from '@/content/published';
import { FIXTURE_ROWS } from './rows';

export default localize(FIXTURE_ROWS, 'en');
