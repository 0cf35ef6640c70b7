import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './voice-page.plan';

describeMachinePaths(plan);
