// The router's basename lives in platform/router (with the route patterns and the href builder); app/ re-exports it.
export { BASENAME } from '@/platform/router/paths';
