/**
 * The stage's e-mail sender (issue 15): an SES identity for the stage's domain, verified by DKIM (the
 * records go into the hosted zone when the stage names one; otherwise the stack outputs them to publish),
 * and the grant a function needs to send from it (functions/core/domain/mail/send.ts).
 */
import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { ENV_NAMES } from '../../functions/core/http/env.js';
import { GENERIC_PREFIX } from '../../functions/core/media/keys.js';
import type { StageConfig } from '../config/stages.js';
import { grantUnderPrefix } from './prefix-grants.js';

/** Who the stage's mails come from: its domain's identity, a no-reply address on it. */
export interface MailSenderAddress {
  readonly domain: string;
  readonly fromAddress: string;
}

export function stageMailSender(stage: Pick<StageConfig, 'domain'>): MailSenderAddress {
  return { domain: stage.domain, fromAddress: `no-reply@${stage.domain}` };
}

export class MailIdentity extends Construct {
  readonly identity: EmailIdentity;

  constructor(scope: Construct, id: string, props: { stage: StageConfig }) {
    super(scope, id);
    const { stage } = props;
    const zone = stage.hostedZone
      ? HostedZone.fromHostedZoneAttributes(this, 'Zone', stage.hostedZone)
      : undefined;
    this.identity = new EmailIdentity(this, 'Domain', {
      identity: zone ? Identity.publicHostedZone(zone) : Identity.domain(stage.domain),
    });
    if (!zone) {
      // Easy DKIM: three CNAME records to publish in the domain's DNS before SES sends from it.
      for (const n of [1, 2, 3] as const) {
        const name = `dkimDnsTokenName${n}` as const;
        const value = `dkimDnsTokenValue${n}` as const;
        new CfnOutput(this, `MailDkim${n}`, {
          value: `${this.identity[name]} CNAME ${this.identity[value]}`,
          description: `DKIM record ${n} of ${stage.domain}'s mail identity (publish it in the domain's DNS)`,
        });
      }
    }
  }
}

/**
 * Lets a function send the product's mails: MAIL_FROM_ADDRESS, ses:SendEmail on exactly the stage's
 * domain identity and only from its no-reply address, and GetObject under generic/ of the uploads bucket
 * (an uploaded tube logo goes into the mail as an inline image).
 */
export function grantSendMail(fn: LambdaFunction, sender: MailSenderAddress, uploadsBucket: IBucket): void {
  fn.addEnvironment(ENV_NAMES.mailFromAddress, sender.fromAddress);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [
        Stack.of(fn).formatArn({ service: 'ses', resource: 'identity', resourceName: sender.domain }),
      ],
      conditions: { StringEquals: { 'ses:FromAddress': sender.fromAddress } },
    }),
  );
  grantUnderPrefix(
    fn,
    uploadsBucket,
    GENERIC_PREFIX,
    ['s3:GetObject'],
    `Uploaded tube logos are per organization and user (${GENERIC_PREFIX}<orgId>/<userId>/<file>): a mail reads only its own organization's logo, whose key the tube item holds.`,
  );
}
