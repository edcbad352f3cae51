/** Name parts per country for suppliers, contacts and streets. */
import type { CountryCode } from './geo';

export const FIRST_NAMES: Record<CountryCode, string[]> = {
  GB: ['James', 'Sarah', 'David', 'Emma', 'Michael', 'Claire', 'Paul', 'Rachel', 'Andrew', 'Helen', 'Mark', 'Laura', 'Gareth', 'Siân', 'Callum', 'Aisha', 'Priya', 'Tom', 'Chloe', 'Rhys'],
  IE: ['Seán', 'Aoife', 'Ciarán', 'Niamh', 'Patrick', 'Siobhán', 'Declan', 'Gráinne', 'Eoin', 'Orla', 'Conor', 'Róisín'],
  FR: ['Jean', 'Marie', 'Pierre', 'Sophie', 'Nicolas', 'Élodie', 'François', 'Céline', 'Julien', 'Amélie', 'Thierry', 'Hélène'],
  BE: ['Jan', 'Lotte', 'Pieter', 'Sofie', 'Luc', 'Anouk', 'Thomas', 'Elise', 'Wouter', 'Margaux', 'Geert', 'Inès'],
  ES: ['José', 'María', 'Javier', 'Lucía', 'Antonio', 'Carmen', 'Manuel', 'Begoña', 'Iñigo', 'Nuria', 'Raúl', 'Ángela'],
};

export const SURNAMES: Record<CountryCode, string[]> = {
  GB: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Hartley', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'Hughes', 'Green', 'Lewis', 'Holloway', 'Ashworth', 'Pennington', 'MacLeod', 'Fraser', 'Khan', 'Patel', 'Ferguson'],
  IE: ['Murphy', 'Kelly', "O'Brien", "O'Sullivan", 'Walsh', 'McCarthy', "O'Connor", 'Byrne', 'Ryan', 'Doyle', 'Ó Súilleabháin', 'Mac Giolla', 'Fitzgerald', 'Nolan'],
  FR: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Moreau', 'Lefèvre', 'Leroy', 'Girard', 'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Mercier', 'Chevalier'],
  BE: ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet', 'Dubois', 'Lambert', 'Dupont', 'Van den Broeck'],
  ES: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Núñez', 'Gómez', 'Ibáñez', 'Muñoz', 'Etxeberria', 'Puig'],
};

/** [trade word(s), weight of use] per country; combined with a surname or place and a legal suffix. */
export const TRADES: Record<CountryCode, string[]> = {
  GB: ['Construction', 'Civil Engineering', 'Groundworks', 'Roofing', 'Scaffolding', 'Electrical Services', 'Mechanical Services', 'Building Services', 'Joinery', 'Plastering', 'Demolition', 'Steel Fabrications', 'Brickwork', 'Interiors', 'Fire Protection', 'Landscapes', 'Drainage', 'Contractors', 'Builders', 'Surfacing'],
  IE: ['Construction', 'Civil Engineering', 'Groundworks', 'Building Contractors', 'Mechanical Contractors', 'Electrical Contractors', 'Roofing', 'Joinery', 'Plant Hire', 'Steel'],
  FR: ['Bâtiment', 'Construction', 'Travaux Publics', 'Électricité', 'Couverture', 'Charpente', 'Maçonnerie', 'Plomberie', 'Menuiserie', 'Génie Civil', 'Peinture', 'Terrassement'],
  BE: ['Bouwbedrijf', 'Dakwerken', 'Elektriciteit', 'Schrijnwerkerij', 'Construction', 'Toitures', 'Grondwerken', 'Renovatie', 'Entreprise Générale', 'Menuiserie'],
  ES: ['Construcciones', 'Reformas', 'Instalaciones Eléctricas', 'Obras y Servicios', 'Cubiertas', 'Estructuras', 'Fontanería', 'Carpintería', 'Excavaciones', 'Ingeniería Civil'],
};

export const SUFFIXES: Record<CountryCode, [string, number][]> = {
  GB: [['Ltd', 6], ['Limited', 3], ['LLP', 0.5], ['plc', 0.3], ['& Sons Ltd', 1], ['(UK) Ltd', 1]],
  IE: [['Ltd', 5], ['DAC', 1], ['Teoranta', 0.5], ['& Sons Ltd', 1]],
  FR: [['SARL', 4], ['SAS', 4], ['SA', 1], ['EURL', 1], ['et Fils', 0.7]],
  BE: [['NV', 3], ['BV', 3], ['SRL', 2], ['SA', 1], ['& Zonen', 0.5]],
  ES: [['S.L.', 6], ['S.A.', 2], ['SLU', 1], ['y Hermanos, S.L.', 0.5]],
};

/** Whether the trade word comes first ("Construcciones García S.L.") or last ("Hartley Roofing Ltd"). */
export const TRADE_FIRST: Record<CountryCode, boolean> = { GB: false, IE: false, FR: true, BE: true, ES: true };

export const STREETS: Record<CountryCode, string[]> = {
  GB: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Mill Lane', 'Wellington Street', 'Park Road', 'Albert Street', 'Riverside Way', 'Canal Street', 'Queen Street', 'Kingsway'],
  IE: ['Main Street', 'Church Road', 'Bridge Street', 'Patrick Street', 'Shop Street', 'Dublin Road', 'Sráid an Mhuilinn'],
  FR: ['rue de la République', 'avenue Jean Jaurès', 'rue Victor Hugo', 'boulevard Gambetta', 'rue de l’Industrie', 'chemin des Artisans', 'rue Pasteur'],
  BE: ['Kerkstraat', 'Stationsstraat', 'Rue de la Station', 'Industrieweg', 'Chaussée de Louvain', 'Nijverheidslaan', 'Rue du Commerce'],
  ES: ['Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Polígono Industrial El Pino', 'Calle de Alcalá', 'Carrer de la Indústria', 'Avenida de Andalucía'],
};

export const BUSINESS_PARKS: Record<CountryCode, string[]> = {
  GB: ['Unit 4, Riverside Business Park', 'Enterprise House', 'Suite 2, The Old Mill', 'Unit 12, Northgate Industrial Estate', 'Building 3, Lakeside Court'],
  IE: ['Unit 7, Ballycoolin Business Park', 'Block B, Westpoint', 'Unit 3, Kilbarry Enterprise Centre'],
  FR: ['ZA des Grands Champs', 'Parc d’activités du Moulin', 'Bâtiment C, ZI Nord'],
  BE: ['Industriezone Noord', 'Zoning industriel de Ghlin', 'Bedrijvenpark De Vierkapel'],
  ES: ['Nave 14', 'Parque Empresarial La Finca', 'Oficina 3B'],
};

export const EMAIL_TLD: Record<CountryCode, string> = { GB: 'co.uk', IE: 'ie', FR: 'fr', BE: 'be', ES: 'es' };
