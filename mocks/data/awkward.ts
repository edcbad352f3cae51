import type { CountryCode } from './geo';

export interface Awkward {
  country: CountryCode;
  name: string;
  noContact?: boolean;
  noHeadOffice?: boolean;
  noOffices?: boolean;
  place?: string;
}

/** Real-world awkwardness the UI must survive; always the first suppliers of every network. */
export const AWKWARD_SUPPLIERS: Awkward[] = [
  { country: 'IE', name: "O'Brien & Sons Civil Engineering Ltd", place: 'Cork' },
  { country: 'FR', name: 'Société Générale de Bâtiment', place: 'Lyon' },
  { country: 'ES', name: 'Construcciones Núñez y Hermanos, S.L.', place: 'Sevilla' },
  {
    country: 'GB',
    name: 'The Northern Counties Consolidated Mechanical, Electrical, Plumbing, Fire Protection and Building Services Maintenance Contractors (Holdings) Limited',
    place: 'Leeds',
  },
  { country: 'GB', name: '=Equals Scaffolding Ltd', place: 'Manchester' },
  { country: 'GB', name: '+Plus Electrical Services Ltd', place: 'Leeds' },
  { country: 'GB', name: 'Hartley & Ashworth Groundworks Ltd', noContact: true, place: 'Bradford' },
  { country: 'GB', name: 'Pennine Drainage Ltd', noHeadOffice: true, place: 'Huddersfield' },
  { country: 'BE', name: 'Entreprise Générale Dupont-Lefèvre SRL', noOffices: true },
  { country: 'GB', name: "D'Arcy & O'Neill Roofing Ltd", place: 'Liverpool' },
  { country: 'FR', name: 'Électricité Lefèvre et Fils', place: 'Lille' },
  { country: 'GB', name: 'Ashworth Joinery Ltd', place: 'Leeds' },
];
