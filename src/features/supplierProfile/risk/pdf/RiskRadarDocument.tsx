import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReportSection, ReportTable, RiskReport } from '../riskReportModel';
import { pdfSafeReport, toPdfText } from './pdfText';

const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';
const BAND = '#f0f4f8';

const styles = StyleSheet.create({
  page: { paddingTop: 32, paddingBottom: 44, paddingHorizontal: 36, fontSize: 9, color: INK, fontFamily: 'Helvetica' },
  title: { fontSize: 20, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  supplier: { fontSize: 13, marginBottom: 2 },
  detail: { color: MUTED, marginBottom: 1 },
  header: { marginBottom: 14, paddingBottom: 8, borderBottomWidth: 1, borderBottomColor: RULE },
  section: { marginBottom: 12 },
  heading: { fontSize: 12, fontFamily: 'Helvetica-Bold', marginBottom: 5 },
  caption: { fontSize: 10, fontFamily: 'Helvetica-Bold', marginTop: 4, marginBottom: 3 },
  empty: { color: MUTED },
  facts: { marginBottom: 6 },
  fact: { flexDirection: 'row', paddingVertical: 1.5 },
  factLabel: { width: 240, color: MUTED },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: RULE, paddingVertical: 2.5 },
  headRow: { flexDirection: 'row', backgroundColor: BAND, paddingVertical: 3 },
  cell: { flex: 1, paddingHorizontal: 3 },
  firstCell: { flex: 1.6, paddingHorizontal: 3 },
  headCell: { fontFamily: 'Helvetica-Bold' },
  pageNumber: { position: 'absolute', bottom: 18, left: 0, right: 0, textAlign: 'center', color: MUTED, fontSize: 8 },
});

function Table({ table }: { table: ReportTable }) {
  return (
    <View>
      {table.caption && <Text style={styles.caption}>{table.caption}</Text>}
      {table.rows.length === 0 ? (
        <Text style={styles.empty}>{table.emptyText}</Text>
      ) : (
        <>
          <View style={styles.headRow}>
            {table.columns.map((column, i) => (
              <Text key={i} style={[i === 0 ? styles.firstCell : styles.cell, styles.headCell]}>{column}</Text>
            ))}
          </View>
          {table.rows.map((row, r) => (
            <View key={r} style={styles.row} wrap={false}>
              {row.map((cell, i) => <Text key={i} style={i === 0 ? styles.firstCell : styles.cell}>{cell}</Text>)}
            </View>
          ))}
        </>
      )}
    </View>
  );
}

function Section({ section }: { section: ReportSection }) {
  return (
    <View style={styles.section}>
      {/* minPresenceAhead keeps a heading from being stranded at a page's foot. */}
      <Text style={styles.heading} minPresenceAhead={40}>{section.heading}</Text>
      {section.isEmpty ? (
        <Text style={styles.empty}>{section.emptyText}</Text>
      ) : (
        <>
          {section.facts.length > 0 && (
            <View style={styles.facts}>
              {section.facts.map(([label, value]) => (
                <View key={label} style={styles.fact}>
                  <Text style={styles.factLabel}>{label}</Text>
                  <Text>{value}</Text>
                </View>
              ))}
            </View>
          )}
          {section.tables.map((table, i) => <Table key={i} table={table} />)}
        </>
      )}
    </View>
  );
}

export interface RiskRadarDocumentProps {
  report: RiskReport;
  /** "n / total" in the buyer's language. */
  pageLabel: (page: number, total: number) => string;
  generatedLine: string;
  language: string;
}

/** The printable risk radar (spec 02 §2.7): A4 landscape, titled Risk Radar, "n / total" at each page's foot. */
export function RiskRadarDocument({ report: words, pageLabel, generatedLine, language }: RiskRadarDocumentProps) {
  const report = pdfSafeReport(words);
  return (
    <Document title={report.title} subject={report.supplierName} language={language} creator="Find Suppliers" producer="Find Suppliers">
      <Page size="A4" orientation="landscape" style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.title}>{report.title}</Text>
          <Text style={styles.supplier}>{report.supplierName}</Text>
          {report.details.map((line) => <Text key={line} style={styles.detail}>{line}</Text>)}
          <Text style={styles.detail}>{toPdfText(generatedLine)}</Text>
        </View>
        {report.sections.map((section) => <Section key={section.id} section={section} />)}
        <Text style={styles.pageNumber} fixed render={({ pageNumber, totalPages }) => toPdfText(pageLabel(pageNumber, totalPages ?? pageNumber))} />
      </Page>
    </Document>
  );
}
