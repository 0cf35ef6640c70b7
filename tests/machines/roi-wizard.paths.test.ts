import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './roi-wizard.plan';

describeMachinePaths(plan);
