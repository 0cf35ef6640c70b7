import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './growth-report.plan';

describeMachinePaths(plan);
