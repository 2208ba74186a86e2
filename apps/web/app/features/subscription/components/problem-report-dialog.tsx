// Report a problem with lines of a delivered box (within 7 days): choose the items, what was wrong with each, words;
// each line is credited at the price paid and the credits show at once. A refusal (reported before, too late, past
// the monthly limit) shows the API's message in the dialog.
import type { Order } from '@larder/contracts/schemas/checkout';
import { formatCents } from '@larder/contracts/values/money';
import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  PROBLEM_KINDS,
  PROBLEM_REPORT_WINDOW_DAYS,
  type ProblemKind,
} from '@larder/contracts/values/ratings';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { CheckboxGroup } from '../../../ui/checkbox-group';
import { Modal } from '../../../ui/modal';
import { Paragraph } from '../../../ui/paragraph';
import { RadioGroup } from '../../../ui/radio-group';
import { TextInput } from '../../../ui/text-input';
import { useReportProblem } from '../api/subscription-client';
import { ProblemReportText } from '../model/texts';
import { failureMessage, successToast } from './notify';

const PROBLEM_OPTIONS = PROBLEM_KINDS.map((kind) => ({ value: kind, label: ProblemReportText.ProblemText[kind] }));
const lineKey = (line: { type: string; id: number }) => `${line.type}:${line.id}`;

export default function ProblemReportDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const report = useReportProblem();
  const [chosen, setChosen] = useState<string[]>([]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [comment, setComment] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const chosenLines = order.lines.filter((line) => chosen.includes(lineKey(line)));

  const send = () => {
    if (chosenLines.length === 0) return setRefusal(ProblemReportText.LinesRequired);
    if (chosenLines.some((line) => !problems[lineKey(line)])) return setRefusal(ProblemReportText.ProblemRequired);
    setRefusal(null);
    report.mutate(
      {
        orderId: order.id,
        lines: chosenLines.map((line) => ({
          content_type: line.type,
          object_id: line.id,
          problem: problems[lineKey(line)] as ProblemKind,
        })),
        comment: comment.trim() || undefined,
      },
      {
        onSuccess: (answer) => {
          successToast(ProblemReportText.credited(formatCents(answer.credited_cents)));
          onClose();
        },
        onError: (error) => setRefusal(failureMessage(error, ProblemReportText.Failed)),
      },
    );
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={ProblemReportText.title(order.delivery.label)}
      footer={(close) => (
        <>
          <Button prominence="secondary" onClick={close}>
            {ProblemReportText.Cancel}
          </Button>
          <Button isLoading={report.isPending} onClick={send}>
            {ProblemReportText.Send}
          </Button>
        </>
      )}
    >
      <div className="problem-report">
        <Paragraph variant="caption">{ProblemReportText.intro(PROBLEM_REPORT_WINDOW_DAYS)}</Paragraph>
        <CheckboxGroup
          label={ProblemReportText.Lines}
          className="problem-report__lines"
          options={order.lines.map((line) => ({ value: lineKey(line), label: line.name }))}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setRefusal(null);
          }}
        />
        {chosenLines.map((line) => (
          <RadioGroup
            key={lineKey(line)}
            label={ProblemReportText.problem(line.name)}
            options={PROBLEM_OPTIONS}
            value={problems[lineKey(line)] ?? null}
            onChange={(value) => {
              setProblems((before) => ({ ...before, [lineKey(line)]: value }));
              setRefusal(null);
            }}
          />
        ))}
        <TextInput
          label={ProblemReportText.Comment}
          value={comment}
          onChange={setComment}
          maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
        />
        {refusal && (
          <Paragraph role="alert" className="problem-report__error">
            {refusal}
          </Paragraph>
        )}
      </div>
    </Modal>
  );
}
