import { Button, type ButtonProps } from '@chakra-ui/react';
import { useResumePlan } from '../api/use-resume-plan';

/** Undoes Cancel Plan (shown while a plan is set to cancel at the end of its period). */
export function ResumePlanButton(props: Omit<ButtonProps, 'onClick' | 'loading'>) {
  const { resumePlan, resuming } = useResumePlan();
  return (
    <Button colorPalette="blue" loadingText="Resuming…" {...props} loading={resuming} onClick={() => void resumePlan()}>
      Resume plan
    </Button>
  );
}
