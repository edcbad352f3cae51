// Test-only alias: feature tests mount late-feature components behind the same gate the routes use.
export { LateFeaturesGate as AfterLateFeatures } from '@/app/routes/LateFeaturesGate';
