// The one place the app names its router library (wouter: ~3 KB, keeps the landing budget).
export { Link, Redirect, Route, Router, Switch, useLocation, useParams, useRoute, useSearch, useSearchParams } from 'wouter';
export { memoryLocation } from 'wouter/memory-location';
export { navigateTo, registerNavigator, type NavigateOptions } from './navigation';
export { NavigatorBridge } from './NavigatorBridge';
export { BASENAME, paths, withSid } from './paths';
