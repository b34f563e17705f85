import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Short screening questions in the spirit of the Lie/Bet and the PGSI; nothing is sent anywhere. */
const QUESTIONS = ['more', 'lie', 'chase', 'afford', 'money', 'guilt'] as const;
/** Two "yes" answers are where the Lie/Bet screen already suggests a closer look. */
const CONCERN_AT = 2;

/** Test ids: self-test, self-test-<question>-yes|no, self-test-result. */
export function SelfTest() {
  const { t } = useTranslation('responsibleGaming');
  const [answers, setAnswers] = useState<Partial<Record<(typeof QUESTIONS)[number], boolean>>>({});
  const yes = QUESTIONS.filter((q) => answers[q] === true).length;
  const done = QUESTIONS.every((q) => answers[q] !== undefined);
  const result = yes >= CONCERN_AT ? t('testHigh', { count: yes }) : done ? t('testLow') : t('testPending');
  return (
    <div className="self-test" data-testid="self-test">
      <h3 className="self-test__title">{t('testTitle')}</h3>
      <p className="card__muted">{t('testText')}</p>
      <ol className="self-test__list">
        {QUESTIONS.map((q) => (
          <li key={q}>
            <span id={`self-test-${q}`}>{t(`questions.${q}`)}</span>
            <div className="self-test__answers" role="group" aria-labelledby={`self-test-${q}`}>
              {([true, false] as const).map((answer) => (
                <button
                  key={String(answer)}
                  type="button"
                  className="chip"
                  aria-pressed={answers[q] === answer}
                  data-testid={`self-test-${q}-${answer ? 'yes' : 'no'}`}
                  onClick={() => setAnswers((current) => ({ ...current, [q]: answer }))}
                >
                  {answer ? t('yes') : t('no')}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ol>
      <p
        className={`self-test__result${yes >= CONCERN_AT ? ' self-test__result--concern' : ''}`}
        role="status"
        data-testid="self-test-result"
      >
        {result}
      </p>
    </div>
  );
}
