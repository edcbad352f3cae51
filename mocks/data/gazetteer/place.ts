/** One town of the gazetteer, as buildGazetteer.ts writes it to places.json and geo.ts reads it. */
export interface GazetteerPlace {
  name: string;
  countryCode: 'GB' | 'IE' | 'FR' | 'BE' | 'ES';
  lat: number;
  lon: number;
  nuts1: string | null;
  nuts2: string | null;
  nuts3: string | null;
  /** Set for the Channel Islands and the Isle of Man, which sit under GB in this dataset. */
  crownDependency: string | null;
  outcodes: string[];
}
