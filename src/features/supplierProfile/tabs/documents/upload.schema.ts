import { mixed, number, object, string } from 'yup';
import { documentFileProblem, documentTagProblem, type DocumentTagLike } from '@/lib/documentRules';

export type TypeOption = 'existing' | 'new';

export interface UploadValues {
  typeOption: TypeOption;
  tagId: number | null;
  newTypeName: string;
  file: File | null;
}

export const initialUploadValues: UploadValues = { typeOption: 'existing', tagId: null, newTypeName: '', file: null };

/**
 * The upload modal's rules (spec 02 §5), over the shared ones in lib/documentRules (the mock server
 * applies the same). Messages are keys under `upload.errors`, translated where they show.
 */
export const uploadSchema = (types: readonly DocumentTagLike[]) =>
  object({
    tagId: number()
      .nullable()
      .when('typeOption', { is: 'existing', then: (s) => s.required('selectType') }),
    newTypeName: string().when('typeOption', {
      is: 'new',
      then: (s) =>
        s.test('type-name', (value, context) => {
          const problem = documentTagProblem(value ?? '', types);
          return problem ? context.createError({ message: problem }) : true;
        }),
    }),
    file: mixed<File>()
      .nullable()
      .test('file', (value, context) => {
        if (!value) return context.createError({ message: 'selectDocument' });
        const problem = documentFileProblem(value);
        return problem ? context.createError({ message: problem }) : true;
      }),
  });
