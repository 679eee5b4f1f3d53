import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TCalculatorRequest, TCalculatorResponse } from '@common/contracts/calculator';
import { isAbortError, isNetworkError, readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCalculateLoan } from '../api/calculate-loan';
import { readCalculatorForm, requestKey, type TCalculatorFormValues } from '../utils/calculator-form';

const AUTO_CALCULATE_DELAY_MS = 500;

export type TCalculation = { request: TCalculatorRequest; response: TCalculatorResponse };

/**
 * The calculator's state: the form, its validation, and the latest answer. Changes recalculate
 * 500 ms after the last edit; a newer calculation aborts the older one, so only the latest wins.
 * offeredRates: the shop's rates (its settings), the only ones the server quotes.
 */
export function useLoanCalculator(initialValues: TCalculatorFormValues, offeredRates: readonly number[]) {
  const [values, setValues] = useState(initialValues);
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [calculation, setCalculation] = useState<TCalculation | null>(null);
  const [isCalculating, setIsCalculating] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);
  const lastStartedKeyRef = useRef<string | null>(null);
  const { mutateAsync } = useCalculateLoan();

  const form = useMemo(() => readCalculatorForm(values, offeredRates), [values, offeredRates]);
  const currentKey = requestKey(form.request);

  const calculate = useCallback(
    async (request: TCalculatorRequest) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      lastStartedKeyRef.current = requestKey(request);
      setIsCalculating(true);
      try {
        const response = await mutateAsync({ request, signal: controller.signal });
        if (controllerRef.current === controller) setCalculation({ request, response });
      } catch (err) {
        if (controller.signal.aborted || isAbortError(err)) return;
        lastStartedKeyRef.current = null;
        toast({
          title: 'Calculation Failed',
          description:
            readErrorMessage(err) ??
            (isNetworkError(err) ? 'Unable to connect to server.' : 'Unable to calculate the loan. Please try again.'),
          variant: 'destructive',
        });
      } finally {
        if (controllerRef.current === controller) {
          controllerRef.current = null;
          setIsCalculating(false);
        }
      }
    },
    [mutateAsync],
  );

  // Debounced auto-calculation. Any edit restarts the timer; an equal request already started is not repeated.
  const pendingRequest = form.request;
  useEffect(() => {
    if (!pendingRequest || !currentKey) return;
    const timer = window.setTimeout(() => {
      if (lastStartedKeyRef.current !== currentKey) void calculate(pendingRequest);
    }, AUTO_CALCULATE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pendingRequest, currentKey, calculate]);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const setField = useCallback(<K extends keyof TCalculatorFormValues>(key: K, value: TCalculatorFormValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
  }, []);

  const submit = useCallback(() => {
    setSubmitAttempted(true);
    if (form.request) void calculate(form.request);
  }, [form.request, calculate]);

  const isStale = calculation !== null && requestKey(calculation.request) !== currentKey;
  const visibleErrors = submitAttempted ? { ...form.missing, ...form.errors } : form.errors;

  return { values, setField, errors: visibleErrors, submit, calculation, isCalculating, isStale, isReady: form.request !== null };
}
