import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './inbox-figures.plan';

describeMachinePaths(plan);
