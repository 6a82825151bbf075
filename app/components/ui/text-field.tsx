import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from "react";

/** A text field's box: a tap target of at least 44 px, and a red border while it is invalid. Exported for a field laid out otherwise. */
export const textFieldClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-ink placeholder:text-gray-500 aria-invalid:border-red-700";

/**
 * A field's error message, said as it appears; its id goes into the field's aria-describedby.
 * Its look comes from the caller (the admin's is in admin/styles.ts): a colour here would go to
 * every visitor's stylesheet, and the public forms tell their errors as toasts.
 */
export function FieldError({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className={className}>
      {children}
    </p>
  );
}

interface FieldParts {
  /** The control's id; the hint's is `${id}-hint` and the error's `${id}-error`. */
  id: string;
  label: ReactNode;
  /** "font-medium" unless told otherwise. */
  labelClassName?: string;
  /** A line under the label that says what to type. */
  hint?: ReactNode;
  /** The error message under the control; it makes the field invalid. */
  error?: ReactNode;
  errorClassName?: string;
  /** Invalid without a message of its own (told as a toast, or in a FieldError elsewhere). */
  invalid?: boolean;
  /** More ids for aria-describedby, such as a FieldError placed elsewhere. */
  describedBy?: string;
  /** Added to the control's own classes. */
  inputClassName?: string;
  /** The wrapping `<div>`'s classes; `bare` leaves the div out (the parts go straight into the parent). */
  className?: string;
  bare?: boolean;
}

type TextFieldProps = FieldParts &
  (
    | ({ multiline?: false; ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">)
    | ({ multiline: true; ref?: Ref<HTMLTextAreaElement> } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">)
  );

/**
 * A label, an optional hint, an input (or a textarea) and an optional error message, wired
 * together: the label names the control, the hint and the error describe it (aria-describedby),
 * and aria-invalid marks it while it is wrong.
 */
export function TextField(props: TextFieldProps) {
  const { id, label, labelClassName = "font-medium", hint, error, errorClassName, invalid, describedBy, inputClassName, className, bare, ...control } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const wiring = {
    id,
    "aria-describedby": [hintId, errorId, describedBy].filter(Boolean).join(" ") || undefined,
    "aria-invalid": invalid || !!error || undefined,
    className: inputClassName ? `${textFieldClass} ${inputClassName}` : textFieldClass,
  };
  const parts = (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {control.multiline ? <textarea {...omitMultiline(control)} {...wiring} /> : <input {...omitMultiline(control)} {...wiring} />}
      {errorId ? (
        <FieldError id={errorId} className={errorClassName}>
          {error}
        </FieldError>
      ) : null}
    </>
  );
  return bare ? parts : <div className={className}>{parts}</div>;
}

function omitMultiline<T extends { multiline?: boolean }>({ multiline: _, ...rest }: T): Omit<T, "multiline"> {
  return rest;
}
