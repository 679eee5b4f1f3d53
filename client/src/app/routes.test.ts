import { readFileSync } from 'node:fs';
import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { matchRoute } from 'wouter';
import { ADMIN_TAB_MODULES, firstModulesFor, pageIdFor, ROUTES } from './routes';

describe('pageIdFor', () => {
  it('finds the page of every address the router serves', () => {
    expect(pageIdFor('/')).toBe('landing-page');
    expect(pageIdFor('/calculator')).toBe('calculator-page');
    expect(pageIdFor('/loan-form')).toBe('loan-form-page');
    expect(pageIdFor('/application')).toBe('loan-form-page');
    expect(pageIdFor('/application-submitted/PL-2026-000123')).toBe('application-submitted-page');
    expect(pageIdFor('/admin')).toBe('admin-page');
  });

  it('finds nothing where the router shows Not Found', () => {
    expect(pageIdFor('/nowhere')).toBeNull();
    expect(pageIdFor('/application-submitted')).toBeNull();
    expect(pageIdFor('/application-submitted/a/b')).toBeNull();
    expect(pageIdFor('/admin/users')).toBeNull();
  });

  it('agrees with the router (wouter, the same parser) on every route', () => {
    const samples = ['/', '/login', '/calculator', '/loan-form', '/application', '/application-submitted/PL-1', '/applications', '/admin', '/user-management', '/profile', '/dashboard', '/x', '/admin/x', '/application-submitted'];
    for (const path of samples) {
      const viaWouter = ROUTES.find((route) => matchRoute(parse, route.path, path)[0])?.page ?? null;
      expect(pageIdFor(path), path).toBe(viaWouter);
    }
  });
});

describe('firstModulesFor', () => {
  it('names the page a public address opens on', () => {
    expect(firstModulesFor('/loan-form', '?amount=15000')).toEqual(['loan-form-page']);
    expect(firstModulesFor('/nowhere', '')).toEqual([]);
  });

  it('adds the dashboard tab the address asks for, else Loan Applications', () => {
    expect(firstModulesFor('/admin', '')).toEqual(['admin-page', 'loan-management', 'user-menu']);
    expect(firstModulesFor('/admin', '?tab=payments')).toEqual(['admin-page', 'payments-tab', 'user-menu']);
    expect(firstModulesFor('/admin', '?tab=nonsense')).toEqual(['admin-page', 'loan-management', 'user-menu']);
  });

  it('names each tab by the file its loader imports', () => {
    const loaders = readFileSync(new URL('./pages/admin/admin-section-loaders.ts', import.meta.url), 'utf8');
    const imported = Object.fromEntries(
      [...loaders.matchAll(/^\s+'?([\w-]+)'?: section\(\(\) => import\('[^']*\/([\w-]+)'\)/gm)].map((m) => [m[1], m[2]]),
    );
    expect(imported).toEqual(ADMIN_TAB_MODULES);
  });
});
