import { Button, type ButtonProps } from '@chakra-ui/react';
import { appConfig } from '../config';

/** 'Get Funded', 'Apply Now' and the like open the external application form in a new tab (SPEC §1). */
export function GetFundedButton({ children = 'Get Funded', ...buttonProps }: ButtonProps) {
  return (
    <Button asChild colorPalette="blue" {...buttonProps}>
      <a href={appConfig.applicationFormUrl} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    </Button>
  );
}
