import { DESKTOP } from './support/browser';
import { sweepScreensAt } from './support/screen-sweep';

sweepScreensAt(DESKTOP);
