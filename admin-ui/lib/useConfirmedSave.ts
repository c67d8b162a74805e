import { useState } from "react";
import { useTranslate } from "react-admin";
import { errorMessage, issuesByField } from "./http";
import { localizeErrors } from "./validation-text";

/**
 * The state of a form saved after a confirmation in words (ConfirmDialog): its values, the errors under its inputs,
 * a failure the inputs cannot show, and the review and confirm steps. `save` posts and sorts the server's 400 under
 * the inputs it names; anything else reads as `couldNotSaveKey`.
 */
export function useConfirmedSave<V extends { [K in keyof V]: string }>(initial: V, couldNotSaveKey: string) {
  const translate = useTranslate();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof V) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    setErrors((x) => ({ ...x, [key]: "" }));
  };
  /** Names what is missing on its input, or goes on to the confirmation. */
  const review = (missing: Record<string, string>) => {
    setErrors(missing);
    if (Object.keys(missing).length === 0) setConfirming(true);
  };
  const save = async (post: () => Promise<void>) => {
    setBusy(true);
    setFailure("");
    try {
      await post();
    } catch (error) {
      const byField = issuesByField(error);
      setConfirming(false);
      if (Object.keys(byField).length) {
        setErrors(localizeErrors(byField, translate));
        const named = Object.keys(byField).filter((k) => !(k in values));
        if (named.length) setFailure(named.map((k) => `${k}: ${byField[k]}`).join("; "));
      } else setFailure(errorMessage(error, translate(couldNotSaveKey)));
    } finally {
      setBusy(false);
    }
  };
  return { values, setValues, errors, failure, setFailure, confirming, setConfirming, busy, set, review, save };
}
