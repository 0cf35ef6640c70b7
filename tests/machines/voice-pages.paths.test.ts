import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './voice-pages.plan';

describeMachinePaths(plan);
