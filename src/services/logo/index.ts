export * from './logoService';
