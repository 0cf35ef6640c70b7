import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './lead-feed.plan';

describeMachinePaths(plan);
