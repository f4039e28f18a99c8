/**
 * The IBAN input: grouped in fours as the member types or pastes, with the caret kept after the character it
 * followed, so fixing a typo in the middle does not throw the caret to the end.
 */
import { type ComponentProps, useCallback, useLayoutEffect, useRef } from "react";
import { TextField } from "../../components/text-field.tsx";
import { countSignificant, groupedCaret, groupIban } from "./direct-debit-iban.ts";

type IbanFieldProps = Omit<ComponentProps<typeof TextField>, "value" | "onChange"> & {
  value: string;
  onChange: (value: string) => void;
};

export function IbanField({ value, onChange, ...field }: IbanFieldProps) {
  const pending = useRef<{ input: HTMLInputElement; caret: number } | null>(null);
  const placeCaret = useCallback(() => {
    const next = pending.current;
    pending.current = null;
    if (next && document.activeElement === next.input) next.input.setSelectionRange(next.caret, next.caret);
  }, []);
  // After each render, once React has written the grouped value into the input.
  useLayoutEffect(placeCaret);

  return (
    <TextField
      {...field}
      value={value}
      autoComplete="off"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      className="mb-3 iban-field"
      onChange={(event) => {
        const input = event.currentTarget;
        const typedBefore = input.value.slice(0, input.selectionStart ?? input.value.length);
        pending.current = { input, caret: groupedCaret(countSignificant(typedBefore)) };
        onChange(groupIban(input.value));
        // A change grouping undoes (a space deleted, a 35th character) renders nothing new, but React
        // still puts the old text back, caret at the end: it is placed again once that is done.
        queueMicrotask(placeCaret);
      }}
    />
  );
}
