// The part of pdf-lib's API the shop's PDF writers use (invoice-pdf; send-emails' attachments), for Node's
// tsconfig (tsconfig.node.json includes supabase/functions): pdf-lib is not an npm dependency of the app. Deno
// resolves the real package through each function's deno.json (npm:pdf-lib@1.17.1) and `deno check` checks
// them against its own types.
declare module 'pdf-lib' {
  export interface RGB {
    type: 'RGB';
    red: number;
    green: number;
    blue: number;
  }
  export function rgb(red: number, green: number, blue: number): RGB;

  export enum StandardFonts {
    Helvetica = 'Helvetica',
    HelveticaBold = 'Helvetica-Bold',
  }

  export class PDFFont {
    widthOfTextAtSize(text: string, size: number): number;
  }

  export class PDFPage {
    drawText(text: string, options: { x: number; y: number; size: number; font: PDFFont; color?: RGB }): void;
    drawLine(options: {
      start: { x: number; y: number };
      end: { x: number; y: number };
      thickness?: number;
      color?: RGB;
    }): void;
  }

  export class PDFDocument {
    static create(): Promise<PDFDocument>;
    addPage(size?: [number, number]): PDFPage;
    embedFont(font: StandardFonts): Promise<PDFFont>;
    setTitle(title: string): void;
    setAuthor(author: string): void;
    setSubject(subject: string): void;
    setLanguage(language: string): void;
    setCreator(creator: string): void;
    setProducer(producer: string): void;
    setCreationDate(date: Date): void;
    setModificationDate(date: Date): void;
    save(): Promise<Uint8Array>;
  }
}
