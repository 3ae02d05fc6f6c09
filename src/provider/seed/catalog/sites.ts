import type { SeedSite } from '../types';

/**
 * White-label sites of the demo: the main brand and one partner brand. Made-up names that resemble
 * no real service ("Pardeh" is the design hand-off's placeholder), and no trust-seal ids: a seal
 * links to a government registry, and an invented id there would claim a certificate.
 */
export const sites: SeedSite[] = [
  {
    domain: 'localhost',
    appName: 'Pardeh',
    appNameFa: 'پرده',
    main: true,
    logo: '/brand/main/logo.svg',
    logoDark: '/brand/main/logo-dark.svg',
    ref: 0,
    showApp: 1,
    phone: '021-91001234',
    email: 'support@pardeh.example',
    instagram: 'pardeh.demo',
    telegram: 'pardeh_demo',
    samandehiId: '',
    samandehiP: '',
    enamadId: '',
    enamadCode: '',
    operatorFullrate: 'همراه اول و ایرانسل',
  },
  {
    domain: 'partner.localhost',
    appName: 'Hamrah Cinema',
    appNameFa: 'سینما همراه',
    main: false,
    logo: '/brand/partner/logo.svg',
    logoDark: '/brand/partner/logo-dark.svg',
    ref: 7,
    showApp: 3,
    phone: '021-88765432',
    email: 'info@hamrahcinema.example',
    instagram: 'cinema.hamrah',
    telegram: 'cinemahamrah',
    samandehiId: '',
    samandehiP: '',
    enamadId: '',
    enamadCode: '',
    operatorFullrate: 'رایتل',
  },
];
