import { Alert } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { SectionLoader } from '@servicebay/ui';
import type { ReactNode } from 'react';
import { apiErrorText } from '../../../shared/notify';
import { RegisterTotals, type RegisterFigure } from './register-totals';

type RegisterBodyProps<D> = {
  register: UseQueryResult<D>;
  loadingText: string;
  /** The period's totals, shown above the page. */
  figuresOf: (data: D) => RegisterFigure[];
  /** The page, and whether the next one is on its way (the last one stays, dimmed). */
  children: (data: D, isFetching: boolean) => ReactNode;
};

/** A register's totals and page once they came; its loader before, the API's refusal ('Invalid date') if it was refused. */
export function RegisterBody<D>({ register, loadingText, figuresOf, children }: RegisterBodyProps<D>) {
  if (register.isPending) return <SectionLoader label={loadingText} />;
  if (register.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {apiErrorText(register.error)}
      </Alert>
    );
  return (
    <>
      <RegisterTotals figures={figuresOf(register.data)} />
      {children(register.data, register.isFetching && register.isPlaceholderData)}
    </>
  );
}
