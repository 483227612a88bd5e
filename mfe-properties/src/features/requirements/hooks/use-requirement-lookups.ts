import { useQuery } from '@tanstack/react-query';
import { lookupQuery } from 'shared-api';
import { getMaster } from 'shared-api/contract';
import type { LookupItem } from 'shared-api/contract';

const NONE: LookupItem[] = [];

/** The lists a requirement chooses from: property types and cities (cached for the session). */
export function useRequirementLookups() {
  const propertyTypes = useQuery(lookupQuery(getMaster('property_types')));
  const cities = useQuery(lookupQuery(getMaster('cities')));
  return {
    propertyTypes: propertyTypes.data ?? NONE,
    cities: cities.data ?? NONE,
    isLoading: propertyTypes.isPending || cities.isPending,
  };
}
