import type { ModuleManifest } from '../module.js';
import { PlatformSettings } from './platform-settings.entity.js';
import { PlatformSettingsResolver } from './platform-settings.resolver.js';
import { PlatformSettingsService } from './platform-settings.service.js';

declare module '../module.js' {
  interface Services {
    platformSettings: PlatformSettingsService;
  }
}

export const platformSettingsModule: ModuleManifest = {
  name: 'platform-settings',
  entities: [PlatformSettings],
  resolvers: [PlatformSettingsResolver],
  services: { platformSettings: ({ em, config, services }) => new PlatformSettingsService(em, services.audit, config) },
};
