interface Props {
  /** The query key (f_type, country, lang, age, genre): the form field's name and the id's suffix. */
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  disabled: boolean;
  describedBy?: string | undefined;
  onChange: (value: string) => void;
}

/** One labelled select of the filter bar; id filter-{name}, as the form had without JavaScript. */
export default function FilterSelect({ name, label, value, options, disabled, describedBy, onChange }: Props) {
  return (
    <div>
      <label className="form-label small mb-1" htmlFor={`filter-${name}`}>
        {label}
      </label>
      <select
        className="form-select form-select-sm"
        id={`filter-${name}`}
        name={name}
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
