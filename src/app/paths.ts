// The route table lives in platform/router so features can use it too; app/ re-exports it.
export { BASENAME, paths, withSid } from '@/platform/router/paths';
