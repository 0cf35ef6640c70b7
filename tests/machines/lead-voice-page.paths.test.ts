import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './lead-voice-page.plan';

describeMachinePaths(plan);
