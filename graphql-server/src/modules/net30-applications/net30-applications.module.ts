import type { ModuleManifest } from '../module.js';
import { Net30Application } from './net30-application.entity.js';

/** R27 /net30/apply and R19's Applications tab: applications for a Net30 trade account and their decisions. */
export const net30ApplicationsModule: ModuleManifest = {
  name: 'net30-applications',
  entities: [Net30Application],
};
