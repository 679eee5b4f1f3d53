import { COUNTER_ID_TYPES, COUNTER_ID_TYPE_LABELS, type TCounterIdType } from '@common/contracts/counter';
import { ImageUploadButton } from '@/components/image-upload-button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { TNewPawner } from '../utils/counter-form';
import { CounterField, invalidMarks } from './counter-field';

type TProps = {
  pawner: TNewPawner;
  onChange: (pawner: TNewPawner) => void;
  /** The problem of a pawner field ("pawner.idNumber"), or null. */
  problemOf: (field: string) => string | null;
};

const TEXT_FIELDS: { key: 'name' | 'phone' | 'address' | 'idNumber' | 'trn' | 'email'; label: string; required: boolean; type?: string; autoComplete?: string }[] = [
  { key: 'name', label: 'Full name', required: true, autoComplete: 'off' },
  { key: 'phone', label: 'Phone', required: true, type: 'tel', autoComplete: 'off' },
  { key: 'address', label: 'Address', required: true, autoComplete: 'off' },
];
const LATER_FIELDS: typeof TEXT_FIELDS = [
  { key: 'idNumber', label: 'ID number', required: true, autoComplete: 'off' },
  { key: 'trn', label: 'TRN (optional)', required: false, autoComplete: 'off' },
  { key: 'email', label: 'E-mail (optional)', required: false, type: 'email', autoComplete: 'off' },
];

/** A new pawner's details, their ID and photos from the device's camera. */
export function NewPawnerFields({ pawner, onChange, problemOf }: TProps) {
  const set = (patch: Partial<TNewPawner>) => onChange({ ...pawner, ...patch });
  const textField = ({ key, label, required, type, autoComplete }: (typeof TEXT_FIELDS)[number]) => {
    const id = `counter-pawner-${key}`;
    const problem = problemOf(`pawner.${key}`);
    return (
      <CounterField key={key} id={id} label={label} required={required} problem={problem}>
        <Input id={id} type={type ?? 'text'} autoComplete={autoComplete} value={pawner[key]} onChange={(e) => set({ [key]: e.target.value })} {...invalidMarks(id, problem)} />
      </CounterField>
    );
  };
  const idTypeProblem = problemOf('pawner.idType');
  const idPhotoProblem = problemOf('pawner.idPhotoUrl');

  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="counter-new-pawner">
      {TEXT_FIELDS.map(textField)}
      <CounterField id="counter-pawner-idType" label="ID type" required problem={idTypeProblem}>
        <NativeSelect
          id="counter-pawner-idType"
          value={pawner.idType}
          onChange={(e) => set({ idType: e.target.value as TCounterIdType | '' })}
          {...invalidMarks('counter-pawner-idType', idTypeProblem)}
        >
          <option value="">Choose...</option>
          {COUNTER_ID_TYPES.map((type) => (
            <option key={type} value={type}>
              {COUNTER_ID_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </CounterField>
      {LATER_FIELDS.map(textField)}
      <div className="grid content-start gap-2">
        <p className="text-sm font-medium">
          Photo of the ID<span aria-hidden="true"> *</span>
        </p>
        {pawner.idPhotoUrl && <img src={pawner.idPhotoUrl} alt="The pawner's ID" className="h-24 w-auto rounded-md border border-border object-cover" />}
        <ImageUploadButton
          label={pawner.idPhotoUrl ? 'Retake ID photo' : 'Photo of the ID'}
          inputLabel="ID photo file"
          camera="environment"
          onUploaded={(path) => set({ idPhotoUrl: path })}
          testId="counter-id-photo"
          chooseProps={idPhotoProblem ? { 'aria-invalid': true, 'aria-errormessage': 'counter-id-photo-error' } : undefined}
        />
        {idPhotoProblem && (
          <p id="counter-id-photo-error" role="alert" className="text-sm font-medium text-destructive" data-testid="counter-problem">
            {idPhotoProblem}
          </p>
        )}
      </div>
      <div className="grid content-start gap-2">
        <p className="text-sm font-medium">Photo of the pawner (optional)</p>
        {pawner.photoUrl && <img src={pawner.photoUrl} alt="The pawner" className="h-24 w-auto rounded-md border border-border object-cover" />}
        <ImageUploadButton
          label={pawner.photoUrl ? 'Retake photo' : 'Photo of the pawner'}
          inputLabel="Pawner photo file"
          camera="user"
          onUploaded={(path) => set({ photoUrl: path })}
          testId="counter-pawner-photo"
        />
      </div>
    </div>
  );
}
