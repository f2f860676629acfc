export const APP_LIBRARIES: [family: string, pattern: RegExp][];
export function packageOf(moduleId: string): string | undefined;
export function libraryFamilyOf(packageName: string): string | undefined;
