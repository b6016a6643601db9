import { contentIndex } from '@/content/published';
import { FIXTURE_ROWS } from './rows';

export default contentIndex(FIXTURE_ROWS);
