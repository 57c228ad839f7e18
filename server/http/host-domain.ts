import type { FastifyRequest } from 'fastify';
import { baseDomainOf } from '#shared/tenancy/base-domain.ts';

/** The base domain of the request host: the tenant every call and page is for. */
export function hostDomain(request: FastifyRequest): string {
  return baseDomainOf(request.host);
}
