import { whitelabelFlags, type SystemStatus, type Whitelabel } from '@app/contract';

const allOff = Object.fromEntries(whitelabelFlags.map((flag) => [flag, false])) as Whitelabel;

/** A valid open system status; override what a test is about. */
export function makeStatus(over: Partial<SystemStatus> = {}): SystemStatus {
  return {
    info: {
      merchantCode: 'demo',
      siteName: 'Demo Site',
      about: 'About the demo site.',
      customerService: { channels: [] },
      domainRoute: [],
      mobileTemplate: {},
      paths: {},
      register: [],
      resources: { downloads: [], social: [] },
      whitelabel: allOff,
      mainDomain: 'localhost',
      imageCDNs: [],
    },
    location: { ip: '203.0.113.7', country: 'BR' },
    maintenance: false,
    regionRestriction: false,
    ...over,
  };
}
