import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** An antd rule from a check that names the i18n key of what is wrong (the checks are plain functions, tested alone). */
export function problemRule(problemOf: (value: unknown) => string | undefined, t: TFunction): FormRule {
  return {
    validator: (_, value: unknown) => {
      const problem = problemOf(value);
      return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
    },
  };
}
