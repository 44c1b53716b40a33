import { secureHeaders } from 'hono/secure-headers'

/** CSP and friends; HSTS only when the public address is https (it would break plain-http use). */
export function securityHeaders(https: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Provider images come through our image proxy, so no poster host is ever contacted directly.
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    // Page addresses can carry tokens (/reset-password?token=…); never send them to poster hosts.
    referrerPolicy: 'no-referrer',
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
  })
}
